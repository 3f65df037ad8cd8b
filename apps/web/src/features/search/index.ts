export { SidebarSearchBox } from './components/sidebar-search-box.tsx';
export { QuickSearch } from './components/quick-search.tsx';
