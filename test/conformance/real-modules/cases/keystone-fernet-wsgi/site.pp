node default {
  include apache
  include keystone::db
  include keystone
  include keystone::logging
  include keystone::bootstrap
  include keystone::wsgi::apache
}
