#include <fribidi.h>

/* FriBidi's paragraph directions and type tests are macros Swift cannot import. */
static const FriBidiParType cfribidi_par_ltr = FRIBIDI_PAR_LTR;
static const FriBidiParType cfribidi_par_rtl = FRIBIDI_PAR_RTL;
static const FriBidiParType cfribidi_par_on = FRIBIDI_PAR_ON;

/* Whether a character type can make text right to left: R, AL, RLE, RLO, RLI. */
static inline int cfribidi_type_is_right_to_left(FriBidiCharType type) {
    return FRIBIDI_IS_RTL_LETTER(type) || type == FRIBIDI_TYPE_RLE || type == FRIBIDI_TYPE_RLO
        || type == FRIBIDI_TYPE_RLI;
}

/* Whether a paragraph direction FriBidi resolved is right to left. */
static inline int cfribidi_par_is_right_to_left(FriBidiParType type) {
    return FRIBIDI_IS_RTL(type) ? 1 : 0;
}

/* The bidirectional types the levels of a paragraph without embeddings, isolates or brackets
   need (`BidiLevelsWithoutEmbeddings`): FriBidi's type macros Swift cannot import. */
static const FriBidiCharType cfribidi_type_l = FRIBIDI_TYPE_LTR;
static const FriBidiCharType cfribidi_type_r = FRIBIDI_TYPE_RTL;
static const FriBidiCharType cfribidi_type_al = FRIBIDI_TYPE_AL;
static const FriBidiCharType cfribidi_type_en = FRIBIDI_TYPE_EN;
static const FriBidiCharType cfribidi_type_an = FRIBIDI_TYPE_AN;
static const FriBidiCharType cfribidi_type_es = FRIBIDI_TYPE_ES;
static const FriBidiCharType cfribidi_type_et = FRIBIDI_TYPE_ET;
static const FriBidiCharType cfribidi_type_cs = FRIBIDI_TYPE_CS;
static const FriBidiCharType cfribidi_type_nsm = FRIBIDI_TYPE_NSM;
static const FriBidiCharType cfribidi_type_ws = FRIBIDI_TYPE_WS;
static const FriBidiCharType cfribidi_type_on = FRIBIDI_TYPE_ON;
