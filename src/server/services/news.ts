// The news (listing and admin edits): the repository's functions, forwarded.
export { deleteNews, insertNews, listNews, newsJson, updateNews } from '../db/repositories/news'
