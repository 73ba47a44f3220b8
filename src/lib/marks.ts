/** The performance mark of the first frame that shows a page's data (the bench's "data on screen"). */
export const DATA_MARK = 'data-drawn';
