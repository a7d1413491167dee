class erbcase {
  notify { 'erb': message => template('TEMPLATE') }
}
class caller {
  $callervar = 'nope'
  include erbcase
}
include caller
