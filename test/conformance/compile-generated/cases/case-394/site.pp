class c1 (
  Array[String] $p1 = ['x'],
  Enum['a', 'b'] $p2 = 'a',
  Variant[Integer, String] $p3 = 1,
) {
  service { 'c1-svc1': loglevel => 'warning', ensure => 'stopped' }
}
class c2 (
  Variant[Integer, String] $p1 = 'one',
) {
  tag 'web'
  package { 'c2-pkg1': loglevel => 'warning' }
  require c1
  Notify { loglevel => 'warning', withpath => true }
}
Notify <|  |> -> Notify <| title == 'n1' |>
