define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $title }
  Notify { noop => true }
}
define d2 (
  $extra = 'extra-default',
) {
  notify { "${title}-d21": message => 'fixed' }
}
notify { 'n1': loglevel => 'warning' }
Notify <| tag == 'alpha' or ensure == 'running' |> { message => "tab\there" }
