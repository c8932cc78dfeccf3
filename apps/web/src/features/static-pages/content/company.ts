/** Company details quoted by the legal and contact pages (the same the texts quote). */
export { COMPANY } from '@local-shops/shared/site-pages';
