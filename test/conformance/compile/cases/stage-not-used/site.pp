class a { notify { 'a': } }
class { 'a': }
