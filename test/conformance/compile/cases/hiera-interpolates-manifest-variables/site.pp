$role = 'web'
$topv = 'TV'
class c($p = 'dflt') {
  $classv = 'CV'
  notify { 'c': message => [$p, lookup('msg'), lookup('pkg')] }
}
include c
notify { 'top': message => [lookup('pkg'), lookup('msg')] }
