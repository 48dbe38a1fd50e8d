// Connects the API client to the app's store and router (a 401 signs out to /login).
import { useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { useStore } from '../../state'
import { connectApi } from './connectApi'

export function ApiBridge() {
  const store = useStore()
  const navigate = useNavigate()
  const location = useLocation()
  const path = useRef(location.pathname)
  useEffect(() => {
    path.current = `${location.pathname}${location.search}`
  }, [location])
  useEffect(() => {
    connectApi(store, navigate, () => path.current)
  }, [store, navigate])
  return null
}
