/** The composer's title and the label of the button that opens it (spec: 'create messages' / 'view messages'). */
export function composerTitle(readOnly: boolean): string {
  return readOnly ? 'ดูข้อความ' : 'สร้างข้อความ';
}
