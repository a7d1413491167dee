class c1 {
  tag 'beta'
  notify { 'c1-n1': message => 'x y', tag => 'alpha' }
  @package { 'c1-pkg1': tag => ['db', 'beta'] }
  notify { 'c1-n2': noop => true, tag => 'db' }
}
exec {
  default: command => 'touch /tmp/x', refreshonly => true;
  'run1': command => 'touch /tmp/x', tag => 'alpha';
}
Exec['run1'] { noop => true }
@notify { 'n1': before => Exec['run1'] }
Notify <|  |>
package { ['pkg1', 'pkg2']: tag => ['db', 'alpha'] }
Notify <| ensure == 'directory' |> <~ Exec['run1']
Exec['run1'] <- [Package['pkg1']] -> Package['pkg1']
