import { useTranslation } from '../../../i18n/useTranslation'
import { useParams } from 'react-router'
import { ConsoleShell } from '../ConsoleShell'
import { useSupplierDesk, useSupplierFees, useSupplierProfile, useSupplierTerms } from './api'
import { DeskForm } from './DeskForm'
import { FeesForm } from './FeesForm'
import { ProfileForm } from './ProfileForm'
import { TermsForm } from './TermsForm'

function Profile({ id }: { id: string }) {
  const { t } = useTranslation('console')
  const profile = useSupplierProfile(id)
  const fees = useSupplierFees(id)
  const desk = useSupplierDesk(id)
  const terms = useSupplierTerms(id)
  if (profile.isPending) return <p role="status">{t('loading')}</p>
  if (profile.isError) return <p role="alert">{t('profile.notFound')}</p>
  return (
    <div className="flex flex-col gap-5">
      <ProfileForm key={profile.data.updatedAt} profile={profile.data} />
      {fees.isSuccess && <FeesForm supplierId={id} fees={fees.data} />}
      {desk.isSuccess && <DeskForm supplierId={id} desk={desk.data} />}
      {terms.isSuccess && <TermsForm key={terms.data.version} supplierId={id} terms={terms.data} />}
    </div>
  )
}

/** /console/profile (a supplier's own) and /console/suppliers/:id (an admin's view of any supplier). */
export default function ProfilePage() {
  const { t } = useTranslation('console')
  const { id } = useParams()
  return (
    <ConsoleShell title={t('profile.title')} lead={t('profile.lead')}>
      {(user) => <Profile id={id ?? user._id} />}
    </ConsoleShell>
  )
}
