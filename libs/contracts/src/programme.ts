/**
 * The programme's name, for a place that names the sender where the signed-in user has no
 * health unit of their own (Super Admin's chat preview).
 */
export const PROGRAMME_NAME = 'บริการข้อความสุขภาพ';
