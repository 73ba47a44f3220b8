/**
 * The three team trees' islands as one module (as the dashboard's, see dashboard.tsx): a tree page
 * loads one file, TreeView with the three kinds, instead of a file of its own that only names its kind
 * beside TreeView's. One request fewer on each tree page, and two fewer for the sign-in pages to fetch
 * ahead.
 */
export { BinaryTree } from '../team/BinaryTree.tsx';
export { ReferralTree } from '../team/ReferralTree.tsx';
export { SingleLegTree } from '../team/SingleLegTree.tsx';
