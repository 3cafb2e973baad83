export const HOME_PATH = '/home';
export const LOGIN_PATH = '/login';
export const NOT_FOUND_PATH = '/404';
export const MAIN_PATH = '/main';
