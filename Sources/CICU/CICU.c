#include "CICU.h"
#include <unicode/ubrk.h>
#include <unicode/uchar.h>

CICUBreakIterator *cicu_line_iterator_open(const char *locale) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open(UBRK_LINE, locale, NULL, 0, &status);
    if (U_FAILURE(status)) {
        if (iterator) ubrk_close(iterator);
        return NULL;
    }
    return (CICUBreakIterator *)iterator;
}

void cicu_iterator_close(CICUBreakIterator *iterator) { ubrk_close((UBreakIterator *)iterator); }

int cicu_iterator_set_text(CICUBreakIterator *iterator, const uint16_t *text, int32_t length) {
    UErrorCode status = U_ZERO_ERROR;
    ubrk_setText((UBreakIterator *)iterator, (const UChar *)text, length, &status);
    return U_SUCCESS(status);
}

int32_t cicu_iterator_first(CICUBreakIterator *iterator) { return ubrk_first((UBreakIterator *)iterator); }
int32_t cicu_iterator_next(CICUBreakIterator *iterator) { return ubrk_next((UBreakIterator *)iterator); }

int cicu_line_break_is_hard(CICUBreakIterator *iterator) {
    int32_t status = ubrk_getRuleStatus((UBreakIterator *)iterator);
    return status >= UBRK_LINE_HARD && status < UBRK_LINE_HARD_LIMIT;
}

int cicu_grapheme_role(uint32_t scalar) {
    switch (u_getIntPropertyValue((UChar32)scalar, UCHAR_GRAPHEME_CLUSTER_BREAK)) {
    case U_GCB_OTHER: return CICU_GRAPHEME_OTHER;
    case U_GCB_PREPEND: return CICU_GRAPHEME_PREPEND;
    default: return CICU_GRAPHEME_OTHERWISE;
    }
}

int cicu_joining_type(uint32_t scalar) {
    switch (u_getIntPropertyValue((UChar32)scalar, UCHAR_JOINING_TYPE)) {
    case U_JT_JOIN_CAUSING: return CICU_JOINING_CAUSING;
    case U_JT_DUAL_JOINING: return CICU_JOINING_DUAL;
    case U_JT_LEFT_JOINING: return CICU_JOINING_LEFT;
    case U_JT_RIGHT_JOINING: return CICU_JOINING_RIGHT;
    case U_JT_TRANSPARENT: return CICU_JOINING_TRANSPARENT;
    default: return CICU_JOINING_NONE;
    }
}
