export { ListScreen, type ListScreenProps } from './components/list-screen.tsx';
