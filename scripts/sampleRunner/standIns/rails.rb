# The smallest stand-in of Rails a docs helper needs: the configuration object the recipe's
# initializer fills from the environment, a logger, and Active Support's blank?/present?.
require "logger"
require "ostruct"

class Object
  def blank?
    respond_to?(:empty?) ? empty? : !self
  end

  def present?
    !blank?
  end
end

class String
  def blank?
    strip.empty?
  end
end

module Rails
  def self.logger
    @logger ||= Logger.new($stderr)
  end

  def self.configuration
    @configuration ||= OpenStruct.new(
      x: OpenStruct.new(
        bramble: OpenStruct.new(site_key: ENV.fetch("BRAMBLE_SITE_KEY"), secret_key: ENV.fetch("BRAMBLE_SECRET_KEY"))
      )
    )
  end
end
