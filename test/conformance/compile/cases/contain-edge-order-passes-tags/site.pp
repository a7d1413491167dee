# Containment passes tags down in the order the edges were made: c1 is declared first (include),
# c2 contains it, and main's own `contain c1` comes last, so c1 has c2's tags before its
# contents take c1's.
class c1 { notify { 'in-c1': } }
class c2 {
  tag 'from_c2'
  contain c1
}
include c1
contain c2
tag 'top'
contain c1
