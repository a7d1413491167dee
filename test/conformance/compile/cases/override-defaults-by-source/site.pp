# Overrides of defaulted attributes: a subclass replaces what its parent's default gave, a class
# replaces what its own default gave, and a change to a default's value is ignored.
class base {
  Notify { message => 'from base default' }
  notify { 'b1': }
  notify { 'b2': }
  notify { 'b3': loglevel => 'info' }
  Notify['b2'] { message => 'own override' }
}
class sub inherits base {
  Notify['b1'] { message => 'sub override' }
}
Notify { loglevel => 'warning' }
include sub
class other {
  notify { 'o1': message => 'explicit' }
  Notify['o1'] { loglevel => 'warning' }
}
include other
