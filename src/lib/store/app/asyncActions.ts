import { type Dispatch } from 'redux';
import actions from './actions';

/** Opens the named drawer, or closes it when it is the one open. */
export const toggleDrawer = (name: string) => (dispatch: Dispatch) => dispatch(actions.toggleDrawer(name));

export const closeDrawer = () => (dispatch: Dispatch) => dispatch(actions.toggleDrawer(null));
