import UIKit

public final class FetchedResultsController {}
