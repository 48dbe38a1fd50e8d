// The admin dialogs of the news, shared by /news and the console: the editor (title, banner image,
// text; POST /api/news or PUT /api/news/{id}) and the deletion (DELETE /api/news/{id}, confirmed).
// Each change makes the news (['news']) stale, so both lists are read again.
import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { News } from '../../../api/news'
import { createNewsPost, deleteNewsPost, updateNewsPost } from '../../../state'
import { adminNews as text, adminPage } from '../../../text'
import { Field } from '../../components/Field'
import { ConfirmDialog } from '../admin/shared/ConfirmDialog'
import { FormDialog } from '../admin/shared/FormDialog'
import { TextAreaField } from '../admin/shared/fields'
import { useAdminAction } from '../admin/shared/useAdminAction'

export type NewsDialog = { kind: 'create' } | { kind: 'edit'; post: News } | { kind: 'delete'; post: News }

export default function NewsDialogs({ dialog, onClose }: { dialog: NewsDialog; onClose: () => void }) {
  const run = useAdminAction()
  const client = useQueryClient()
  if (dialog.kind === 'delete')
    return (
      <ConfirmDialog
        title={text.deleteTitle(dialog.post.title)}
        description={text.deleteText}
        confirmLabel={text.delete}
        onConfirm={() => run(() => deleteNewsPost(client, dialog.post.id), (done) => done.message)}
        onClose={onClose}
      />
    )
  return <NewsEditor post={dialog.kind === 'edit' ? dialog.post : undefined} onClose={onClose} />
}

function NewsEditor({ post, onClose }: { post?: News; onClose: () => void }) {
  const run = useAdminAction()
  const client = useQueryClient()
  const [form, setForm] = useState({ title: post?.title ?? '', imageUrl: post?.imageUrl ?? '', body: post?.body ?? '' })
  const [invalid, setInvalid] = useState<Record<string, string>>({})
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }))

  const submit = async () => {
    const problems: Record<string, string> = {}
    if (!form.title.trim()) problems.title = adminPage.required
    if (!form.body.trim()) problems.body = adminPage.required
    setInvalid(problems)
    if (Object.keys(problems).length) return setError(null)
    const body = { title: form.title.trim(), body: form.body.trim(), imageUrl: form.imageUrl.trim() || null }
    setBusy(true)
    setError(null)
    const result = await run(() => (post ? updateNewsPost(client, post.id, body) : createNewsPost(client, body)), () => (post ? text.saved : text.created))
    setBusy(false)
    if (!result.ok) return setError(result.failure.message)
    onClose()
  }

  return (
    <FormDialog
      title={post ? text.editTitle : text.createTitle}
      description={post ? text.editText : text.createText}
      submitLabel={post ? adminPage.save : text.publish}
      busyLabel={post ? adminPage.saving : text.publishing}
      busy={busy}
      error={error}
      onSubmit={() => void submit()}
      onClose={onClose}
      wide
    >
      <Field label={text.titleField} value={form.title} onChange={(e) => set('title')(e.target.value)} error={invalid.title} maxLength={120} autoComplete="off" required />
      <Field label={text.imageField} value={form.imageUrl} onChange={(e) => set('imageUrl')(e.target.value)} hint={text.imageHint} maxLength={500} autoComplete="off" spellCheck={false} />
      <TextAreaField label={text.bodyField} value={form.body} onChange={(e) => set('body')(e.target.value)} error={invalid.body} hint={text.bodyHint} maxLength={10000} rows={10} required />
    </FormDialog>
  )
}
