$ok = [1, 2].map |$x| >> Integer { $x * 2 }
notify { 'a': message => $ok }
$bad = [1, 2].map |$x| >> String {
  $x
}
