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
