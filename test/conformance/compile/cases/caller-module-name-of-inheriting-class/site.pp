# A class's $caller_module_name is the module of its scope's parent: the class it inherits when it
# inherits one (so stdlib's assert_private passes wherever it is declared), else its declarer's.
include b
include a::priv
class { 'a::guarded': }
