# Hierarchy paths and data interpolate the lookup scope's variables: top-scope ones set in the manifest, the calling class's.
$role = 'web'
$topv = 'TV'
class c($p = 'dflt') {
  $classv = 'CV'
  notify { 'c': message => [$p, lookup('msg'), lookup('pkg')] }
}
include c
notify { 'top': message => [lookup('pkg'), lookup('msg')] }
