# A class may not replace, on its own resource, an attribute a top-scope default gave.
class c1 {
  notify { 'c1-n1': }
  Notify['c1-n1'] { message => 'mine' }
}
Notify { message => 'top' }
include c1
