class inner { notify { 'inner': message => "[${outer_var}]" } }
class outer { $outer_var = 'hidden'
 include inner }
include outer
