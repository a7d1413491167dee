$topvar = 'top'
class erbcase {
  $str = 'local'
  notify { 'erb': message => template('TEMPLATE') }
}
include erbcase
