/** The element at the very top of the page that receives focus (rendered by the root layout). */
export const pageTopId = 'page-top';
