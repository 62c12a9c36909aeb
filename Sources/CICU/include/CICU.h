// The system ICU's (libicu-dev, ICU 72) line break iterator, for Typography's line breaking.
//
// Why a C target and not a `.systemLibrary` header: ICU's own headers cannot be imported into
// Swift beside Foundation, whose bundled ICU (_FoundationICU) defines the same C types
// (`UErrorCode`, `UProperty`…) differently, and clang refuses two definitions. So ICU's headers are
// included only by CICU.c, and this header speaks plain C types. (The symbols never clash:
// Debian's ICU exports versioned names, `ubrk_open_72`, and Foundation's its own, `swift_ubrk_open`.)
#pragma once
#include <stdint.h>

/// ICU's `UBreakIterator`, opaque.
typedef struct CICUBreakIterator CICUBreakIterator;

/// ICU's `UBRK_DONE`: no more boundaries.
#define CICU_DONE (-1)

/// A line break iterator for the ICU locale ID `locale` ("th", "ja", "zh_Hans"), with no text yet;
/// NULL when ICU fails to open one. A locale ICU has no rules of its own for gets the root's.
CICUBreakIterator *_Nullable cicu_line_iterator_open(const char *_Nonnull locale);
void cicu_iterator_close(CICUBreakIterator *_Nonnull iterator);
/// Points the iterator at `length` UTF-16 units (not copied: they must outlive its use); 0 on failure.
int cicu_iterator_set_text(CICUBreakIterator *_Nonnull iterator, const uint16_t *_Nullable text, int32_t length);
/// The first boundary (0) and each next one, then CICU_DONE.
int32_t cicu_iterator_first(CICUBreakIterator *_Nonnull iterator);
int32_t cicu_iterator_next(CICUBreakIterator *_Nonnull iterator);
/// Whether the boundary the iterator is at is a hard (mandatory) line break: ICU's rule status in
/// UBRK_LINE_HARD ..< UBRK_LINE_HARD_LIMIT (after a newline).
int cicu_line_break_is_hard(CICUBreakIterator *_Nonnull iterator);

/// How a scalar stands in a grapheme cluster (UAX #29's Grapheme_Cluster_Break, through ICU):
/// `CICU_GRAPHEME_OTHER`, a cluster of its own unless marks follow (letters, digits, spaces);
/// `CICU_GRAPHEME_PREPEND`, joined to what follows; `CICU_GRAPHEME_OTHERWISE`, any other value
/// (extending marks, spacing marks, joiners, controls, Hangul jamo, regional indicators…).
#define CICU_GRAPHEME_OTHER 0
#define CICU_GRAPHEME_PREPEND 1
#define CICU_GRAPHEME_OTHERWISE 2
int cicu_grapheme_role(uint32_t scalar);

/// How a scalar joins its neighbours in cursive scripts (Unicode's Joining_Type, ArabicShaping.txt,
/// through ICU): `CICU_JOINING_NONE` (U: spaces, digits, hamza), `CICU_JOINING_CAUSING` (C: ZWJ,
/// tatweel), `CICU_JOINING_DUAL` (D), `CICU_JOINING_LEFT` (L), `CICU_JOINING_RIGHT` (R: alef, dal,
/// reh, waw), `CICU_JOINING_TRANSPARENT` (T: marks, skipped when joining).
#define CICU_JOINING_NONE 0
#define CICU_JOINING_CAUSING 1
#define CICU_JOINING_DUAL 2
#define CICU_JOINING_LEFT 3
#define CICU_JOINING_RIGHT 4
#define CICU_JOINING_TRANSPARENT 5
int cicu_joining_type(uint32_t scalar);
