import { Navigate, useParams } from 'react-router';
import { paths } from '../paths';

/** /mypage/received-wreaths/{orderNum}: the old address of the received wreaths, now part of the event page. */
export function Component() {
  return <Navigate replace to={paths.mypage.event(useParams().orderNum ?? '')} />;
}
