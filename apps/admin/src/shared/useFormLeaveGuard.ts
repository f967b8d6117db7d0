import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Form, type FormInstance } from 'antd';
import { bodyKey } from './formChanges';
import { useLeaveGuard } from './useLeaveGuard';

/**
 * Guards an antd form screen with {@link useLeaveGuard}: leaving asks first while the form's values
 * (every stored value, shown or not) would save differently from `loaded`, the values the form
 * opened with (their {@link bodyKey} taken once). A form that holds no values yet has no changes.
 * @param form the screen's form
 * @param loaded the values the form opened with
 * @param toBody the save's request body of some values; keep it stable (a module function or
 * useCallback), it runs on every change
 * @param what what the changes are to, in the active language (e.g. 'this schedule')
 * @returns `leaveSaved(to)`: goes to `to` without asking, for after a successful save (the
 * values still differ from the loaded ones then)
 */
export function useFormLeaveGuard<Values extends object>(form: FormInstance<Values>, loaded: Values, toBody: (values: Values) => unknown, what: string): (to: string) => void {
  const navigate = useNavigate();
  const [opened] = useState(() => bodyKey(toBody, loaded));
  const [leaving, setLeaving] = useState<string | null>(null);
  const select = useCallback((values: Values | undefined) => !!values && Object.keys(values).length > 0 && bodyKey(toBody, values) !== opened, [toBody, opened]);
  const unsaved = Form.useWatch(select, { form, preserve: true }) ?? false;
  useLeaveGuard(unsaved && leaving === null, () => false, what);
  // After the guard's own effects have dropped the block (they run first, being called first).
  useEffect(() => {
    if (leaving !== null) void navigate(leaving);
  }, [leaving, navigate]);
  return setLeaving;
}
