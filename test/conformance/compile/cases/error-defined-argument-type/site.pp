notify { 'a': message => defined('x', File) }
notify { 'b': message => defined('x', Integer) }
