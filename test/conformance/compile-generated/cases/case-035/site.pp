class c1 {
  tag 'alpha'
}
class c2 (
  Optional[String] $p1 = undef,
) {
  Notify <| tag != 'alpha' |>
  contain c1
  file { ['/tmp/c2-f1', '/tmp/c2-f2', '/tmp/c2-f3']: mode => '0600' }
  notify { 'c2-n1': loglevel => 'info' }
}
exec { 'run1': command => 'touch /tmp/x', noop => true }
