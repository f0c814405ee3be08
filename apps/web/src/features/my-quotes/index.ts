export { MyQuotes } from './components/my-quotes';
export { RecentQuotes } from './components/recent-quotes';
