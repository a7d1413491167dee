notify { 'a': }
include no_such_class
