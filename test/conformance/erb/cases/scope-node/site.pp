node default {
  $nodevar = 'fromnode'
  include erbcase
}
class erbcase {
  notify { 'erb': message => template('TEMPLATE') }
}
