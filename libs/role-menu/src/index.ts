export * from './model';
export * from './side-menu/SideMenu';
export * from './side-menu/useSideMenu';
