/** The widest a record's form grows: fields stay readable on a wide screen. */
export const FORM_MAX_WIDTH = 720;
