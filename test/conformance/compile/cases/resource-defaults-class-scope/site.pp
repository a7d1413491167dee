class a {
  Notify { message => 'in a' }
  notify { 'a1': }
}
class b { notify { 'b1': } }
include a
include b
