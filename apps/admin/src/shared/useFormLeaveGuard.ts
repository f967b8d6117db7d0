import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Form, type FormInstance } from 'antd';
import { useLeaveGuard } from './useLeaveGuard';

/**
 * Guards an antd form screen with {@link useLeaveGuard}: leaving asks first while `changed` says
 * the form's values (every stored value, shown or not) would save something other than what was
 * loaded. A form that holds no values yet has no changes.
 * @param form the screen's form
 * @param changed compares the form's values with the loaded ones, as the bodies they would save;
 * keep it stable (useCallback), it runs on every change
 * @param what what the changes are to, in the active language (e.g. 'this schedule')
 * @returns `leaveSaved(to)`: goes to `to` without asking, for after a successful save (the
 * values still differ from the loaded ones then)
 */
export function useFormLeaveGuard<Values extends object>(form: FormInstance<Values>, changed: (values: Values) => boolean, what: string): (to: string) => void {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState<string | null>(null);
  const select = useCallback((values: Values | undefined) => !!values && Object.keys(values).length > 0 && changed(values), [changed]);
  const unsaved = Form.useWatch(select, { form, preserve: true }) ?? false;
  useLeaveGuard(unsaved && leaving === null, () => false, what);
  // After the guard's own effects have dropped the block (they run first, being called first).
  useEffect(() => {
    if (leaving !== null) void navigate(leaving);
  }, [leaving, navigate]);
  return setLeaving;
}
