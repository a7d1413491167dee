# A subclass may not replace an attribute a top-scope resource default gave: the default's
# definition (main) is not one the subclass inherits from.
class c1 { notify { 'c1-n1': } }
class c2 inherits c1 {
  Notify['c1-n1'] { tag => ['db', 'beta'] }
}
Notify { tag => 'gamma' }
include c2
