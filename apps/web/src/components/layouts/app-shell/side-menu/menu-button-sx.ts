/** The side menu's buttons and links: a visible focus ring, the current page in the brand colour. */
export const menuButtonSx = {
  minHeight: 44,
  borderRadius: 1,
  mx: 1,
  '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
  '&.Mui-selected': { color: 'primary.dark', fontWeight: 600 },
};
