define d1 (
  $extra = 'extra-default',
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $title }
}
define d2 (
  $level = 'level-default',
) {
  notify { "${title}-d21": message => 'fixed' }
  d1 { "${name}-in": }
}
class c1 (
  Array[String] $p1 = ['x'],
  Boolean $p2 = false,
  String $p3 = 'abc',
) {
  Notify <| tag == 'alpha' |> { message => 3.5 }
}
notify { 'n1': loglevel => 'info', tag => ['alpha', 'web'] }
Notify['n1'] <~ Notify['n1']
