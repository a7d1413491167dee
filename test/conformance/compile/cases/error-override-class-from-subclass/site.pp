# A class takes no resource override, not even from a class that inherits it.
class shared { notify { 'in-shared': } }
class sub inherits shared {
  Class['shared'] { noop => true }
}
include sub
