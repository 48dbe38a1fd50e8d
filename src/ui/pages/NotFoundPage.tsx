// Any unknown path (with a session; without one the guard sends to /login first).
import { Link } from 'react-router-dom'
import { common } from '../../text'
import { PageHeader } from '../components/PageHeader'

export default function NotFoundPage() {
  return (
    <div className="page page-narrow page-center">
      <PageHeader title={common.notFoundTitle} intro={common.notFoundText} />
      <Link to="/home" className="button button-primary">
        {common.notFoundAction}
      </Link>
    </div>
  )
}
