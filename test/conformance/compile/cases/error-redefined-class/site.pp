class app { }
class other { }
class app { notify { 'second': } }
include app
