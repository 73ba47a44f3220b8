export const fileField = {
  chooseFile: 'Choose file',
  chooseFiles: 'Choose files',
  changeFile: 'Change',
  noFile: 'No file chosen',
  remove: 'Remove',
  removeFile: (name: string) => `Remove ${name}`,
} as const;
